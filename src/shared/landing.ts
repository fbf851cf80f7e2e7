/**
 * The server-rendered landing page (built into dist/web/landing.html) carries this text where
 * the number of published case studies goes; the server replaces it on every request.
 */
export const LANDING_CASE_STUDY_COUNT_SLOT = '__FLIGHTDECK_CASE_STUDY_COUNT__';

/** The landing page's file in the built web app, next to index.html. */
export const LANDING_HTML_FILE = 'landing.html';
