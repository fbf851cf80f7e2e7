import type { CourseDetail, CourseSummary } from '#shared/schemas/academy.ts';
import type { CourseRow, listModules } from './academy.queries.ts';

type ModuleRow = Awaited<ReturnType<typeof listModules>>[number];

/** A course card: figures computed from members' ratings and starts; viewer state for members. */
export function presentCourse(row: CourseRow, locked: boolean, signedIn: boolean): CourseSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    courseType: row.courseType,
    level: row.level,
    durationMinutes: row.durationMinutes,
    moduleCount: row.moduleCount,
    isPro: row.isPro,
    rating: Math.round(row.ratingAverage * 10) / 10,
    ratingCount: row.ratingCount,
    enrolledCount: row.enrolledCount,
    locked,
    viewer: signedIn ? { enrolled: row.viewerEnrolled, completedModules: row.viewerCompleted, rating: row.viewerRating } : null,
  };
}

/** The course page. A locked course's module bodies never leave the server. */
export function presentCourseDetail(row: CourseRow, modules: ModuleRow[], locked: boolean, signedIn: boolean): CourseDetail {
  return {
    ...presentCourse(row, locked, signedIn),
    modules: modules.map((module) => ({
      id: module.id,
      position: module.position,
      title: module.title,
      summary: module.summary,
      durationMinutes: module.durationMinutes,
      body: locked ? null : module.body,
      completed: module.completed,
    })),
  };
}
