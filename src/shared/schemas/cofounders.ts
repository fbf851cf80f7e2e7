import { z } from 'zod';
import { requiredText } from './text-fields.ts';

// Co-founder matching (COFOUNDER_MATCHING, PRIORITY_COFOUNDER_MATCHING; decision 065): a matching
// profile, a waitlist admitted in batches, a list ranked by fit, and introductions.

export const COFOUNDER_SKILLS = ['engineering', 'product', 'design', 'sales', 'marketing', 'operations', 'finance', 'data_ai', 'content', 'industry'] as const;
export type CofounderSkill = (typeof COFOUNDER_SKILLS)[number];
export const COFOUNDER_SKILL_LABELS: Record<CofounderSkill, string> = {
  engineering: 'Software engineering',
  product: 'Product',
  design: 'Design',
  sales: 'Sales',
  marketing: 'Marketing & growth',
  operations: 'Operations',
  finance: 'Finance & fundraising',
  data_ai: 'Data & AI',
  content: 'Content & community',
  industry: 'Industry expertise',
};

export const COFOUNDER_COMMITMENTS = ['full_time', 'part_time'] as const;
export type CofounderCommitment = (typeof COFOUNDER_COMMITMENTS)[number];
export const COFOUNDER_COMMITMENT_LABELS: Record<CofounderCommitment, string> = { full_time: 'Full time', part_time: 'Part time' };

/** Time zone bands: people in one band share most of their working day. */
export const COFOUNDER_REGIONS = ['americas', 'europe_africa', 'middle_east_south_asia', 'east_asia_oceania'] as const;
export type CofounderRegion = (typeof COFOUNDER_REGIONS)[number];
export const COFOUNDER_REGION_LABELS: Record<CofounderRegion, string> = {
  americas: 'Americas (UTC−10 to UTC−3)',
  europe_africa: 'Europe & Africa (UTC−1 to UTC+3)',
  middle_east_south_asia: 'Middle East & South Asia (UTC+3 to UTC+6)',
  east_asia_oceania: 'East Asia & Oceania (UTC+7 to UTC+13)',
};

export const COFOUNDER_STAGES = ['idea', 'prototype', 'launched', 'revenue'] as const;
export type CofounderStage = (typeof COFOUNDER_STAGES)[number];
export const COFOUNDER_STAGE_LABELS: Record<CofounderStage, string> = {
  idea: 'Idea',
  prototype: 'Building a prototype',
  launched: 'Launched, no revenue yet',
  revenue: 'Earning revenue',
};

export const COFOUNDER_BUILDING_MIN = 10;
export const COFOUNDER_BUILDING_MAX = 200;
export const COFOUNDER_PITCH_MIN = 20;
export const COFOUNDER_PITCH_MAX = 600;
export const COFOUNDER_SKILLS_MAX = 5;
export const COFOUNDER_INTRO_MIN = 10;
export const COFOUNDER_INTRO_MAX = 500;
/** Introduction requests a member may send per UTC day. */
export const COFOUNDER_DAILY_INTROS = 5;
/** Matches the list shows at most. */
export const COFOUNDER_MATCHES_SHOWN = 30;
/** Members staff may admit in one batch. */
export const COFOUNDER_ADMIT_MAX = 100;
/** Members of the line the admin screen lists. */
export const COFOUNDER_LINE_SHOWN = 50;

export const COFOUNDER_MESSAGES = {
  buildingRequired: 'Please say what you are building or want to build.',
  buildingLength: `Please describe what you are building in ${COFOUNDER_BUILDING_MIN} to ${COFOUNDER_BUILDING_MAX} characters.`,
  skillsRequired: 'Please choose at least one of your skills.',
  seekingRequired: 'Please choose at least one skill you look for in a co-founder.',
  skillsTooMany: `Please choose at most ${COFOUNDER_SKILLS_MAX} skills.`,
  skillUnknown: 'Please choose skills from the list.',
  skillsRepeated: 'Please choose each skill once.',
  commitmentRequired: 'Please choose full time or part time.',
  regionRequired: 'Please choose your time zone band.',
  stageRequired: 'Please choose your stage.',
  pitchRequired: 'Please write a short pitch.',
  pitchLength: `Please keep your pitch between ${COFOUNDER_PITCH_MIN} and ${COFOUNDER_PITCH_MAX} characters.`,
  noProfile: 'You have no co-founder matching profile yet.',
  notAdmitted: 'You are still on the waitlist: introductions open once you are admitted to the matching list.',
  memberNotFound: 'This member is not on the matching list.',
  ownProfile: 'You cannot ask for an introduction to yourself.',
  alreadyAsked: 'There is already an introduction between you and this member.',
  introRequired: 'Please write a short message for the introduction.',
  introLength: `Please keep your message between ${COFOUNDER_INTRO_MIN} and ${COFOUNDER_INTRO_MAX} characters.`,
  dailyLimit: `You have sent ${COFOUNDER_DAILY_INTROS} introduction requests today, the daily limit. You can send more after midnight UTC.`,
  introNotFound: 'Introduction request not found',
  introAnswered: 'This introduction request has already been answered.',
  admitCount: `Please admit between 1 and ${COFOUNDER_ADMIT_MAX} members at a time.`,
} as const;

const skillList = (required: string) =>
  z
    .array(z.enum(COFOUNDER_SKILLS, { error: COFOUNDER_MESSAGES.skillUnknown }), { error: required })
    .min(1, required)
    .max(COFOUNDER_SKILLS_MAX, COFOUNDER_MESSAGES.skillsTooMany)
    .refine((skills) => new Set(skills).size === skills.length, COFOUNDER_MESSAGES.skillsRepeated);

export const cofounderProfileSchema = z.object({
  building: requiredText(COFOUNDER_MESSAGES.buildingRequired)
    .min(COFOUNDER_BUILDING_MIN, COFOUNDER_MESSAGES.buildingLength)
    .max(COFOUNDER_BUILDING_MAX, COFOUNDER_MESSAGES.buildingLength),
  skills: skillList(COFOUNDER_MESSAGES.skillsRequired),
  seeking: skillList(COFOUNDER_MESSAGES.seekingRequired),
  commitment: z.enum(COFOUNDER_COMMITMENTS, { error: COFOUNDER_MESSAGES.commitmentRequired }),
  region: z.enum(COFOUNDER_REGIONS, { error: COFOUNDER_MESSAGES.regionRequired }),
  stage: z.enum(COFOUNDER_STAGES, { error: COFOUNDER_MESSAGES.stageRequired }),
  pitch: requiredText(COFOUNDER_MESSAGES.pitchRequired)
    .min(COFOUNDER_PITCH_MIN, COFOUNDER_MESSAGES.pitchLength)
    .max(COFOUNDER_PITCH_MAX, COFOUNDER_MESSAGES.pitchLength),
});
export type CofounderProfileInput = z.infer<typeof cofounderProfileSchema>;

export const cofounderVisibilitySchema = z.object({ visible: z.boolean({ error: 'Please say whether your profile is shown.' }) });

export const cofounderIntroSchema = z.object({
  toUserId: z.uuid({ error: COFOUNDER_MESSAGES.memberNotFound }),
  message: requiredText(COFOUNDER_MESSAGES.introRequired)
    .min(COFOUNDER_INTRO_MIN, COFOUNDER_MESSAGES.introLength)
    .max(COFOUNDER_INTRO_MAX, COFOUNDER_MESSAGES.introLength),
});
export type CofounderIntroInput = z.infer<typeof cofounderIntroSchema>;

export const cofounderAdmitSchema = z.object({
  count: z.number({ error: COFOUNDER_MESSAGES.admitCount }).int(COFOUNDER_MESSAGES.admitCount).min(1, COFOUNDER_MESSAGES.admitCount).max(COFOUNDER_ADMIT_MAX, COFOUNDER_MESSAGES.admitCount),
});

/** What a profile says, as shown to the member and to the matches. */
export type CofounderProfileFields = {
  building: string;
  skills: CofounderSkill[];
  seeking: CofounderSkill[];
  commitment: CofounderCommitment;
  region: CofounderRegion;
  stage: CofounderStage;
  pitch: string;
};

export type CofounderOwnProfile = CofounderProfileFields & { visible: boolean; joinedAt: string; admittedAt: string | null };

/** One reason a profile fits: what it is, and the points it adds to the score. */
export type CofounderMatchReason = { kind: 'they_have' | 'they_seek' | 'region' | 'stage' | 'commitment'; text: string; points: number };

export type CofounderIntroState = { id: string; status: 'pending' | 'accepted' | 'declined'; direction: 'sent' | 'received' };

export type CofounderMatch = {
  userId: string;
  displayName: string;
  profile: CofounderProfileFields;
  score: number;
  reasons: CofounderMatchReason[];
  intro: CofounderIntroState | null;
};

export type CofounderIntro = {
  id: string;
  status: 'pending' | 'accepted' | 'declined';
  message: string;
  createdAt: string;
  respondedAt: string | null;
  other: { userId: string; displayName: string; building: string | null };
  /** The other member's account e-mail: only once the introduction is accepted. */
  email: string | null;
};

export type CofounderOverview = {
  /** Whether the member has PRIORITY_COFOUNDER_MATCHING: ahead of every member without it in the line. */
  priority: boolean;
  profile: CofounderOwnProfile | null;
  status: 'none' | 'waiting' | 'admitted';
  /** Waiting: the member's place in the line (1 is next), counted from the database now. */
  position: number | null;
  /** Waiting: how many members are in the line. */
  lineLength: number;
  /** Admitted: the other admitted members' shown profiles, best fit first. */
  matches: CofounderMatch[];
  intros: { received: CofounderIntro[]; sent: CofounderIntro[] };
  introsToday: number;
  dailyLimit: number;
};

export type CofounderLineEntry = { position: number; userId: string; displayName: string; email: string; priority: boolean; joinedAt: string };
export type CofounderAdminOverview = { waiting: number; admitted: number; line: CofounderLineEntry[] };
export type CofounderAdmission = { admitted: number; waiting: number };
