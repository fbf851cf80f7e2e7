import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_ROLES, SUBSCRIPTION_TIERS } from '#shared/constants.ts';

// Decision 079: the web decides nothing by a member's plan or staff role; it reads the abilities
// /api/me sends. The plan and role it still gets are `displayTier` and `displayRole`, to show.
// This scans the web's source (tests excluded) for the ways a tier or role gets compared.

const root = path.resolve(import.meta.dirname, '..');
const webDir = path.join(root, 'src/web');

// 'visitor' is also a locked prompt's kind; comparing a member's tier with it is caught by MEMBER_FIELD.
const LITERALS = [...SUBSCRIPTION_TIERS.filter((tier) => tier !== 'visitor'), ...ADMIN_ROLES].join('|');
const EQUALITY = '(?:===|!==|==|!=)';
const COMPARISON = '(?:===|!==|==|!=|<=|>=)';
/** Where a member's plan or role is held: the fields /api/me sends and the names the pages used for them. */
const MEMBER_FIELD = String.raw`(?:\b(?:displayTier|displayRole|currentTier|userTier|memberTier|adminRole)\b|\.tier\b)`;

const RULES: { name: string; pattern: RegExp }[] = [
  { name: 'a tier or staff role compared by name', pattern: new RegExp(String.raw`${EQUALITY}\s*['"\`](?:${LITERALS})['"\`]|['"\`](?:${LITERALS})['"\`]\s*${EQUALITY}`) },
  { name: "a member's plan or role compared", pattern: new RegExp(String.raw`${MEMBER_FIELD}\s*${COMPARISON}|${COMPARISON}\s*[\w?.]*${MEMBER_FIELD}`) },
  { name: "a member's plan or role looked up in a list", pattern: new RegExp(String.raw`\.(?:includes|indexOf|has|some|find)\(\s*[\w?.]*${MEMBER_FIELD}\s*\)`) },
  { name: 'plans ranked or a rule worked out again', pattern: /\b(?:TIER_ORDER|tierRank|upgradeTiersFrom|hasPaidPlan|switchDownTiersFrom|decideSwitchDown|subscriptionTier)\b/ },
];

/** The display uses of `displayTier` and `displayRole`: a badge, a plan's name, a role's label, or handing the field on. */
const DISPLAY_USES: { name: string; pattern: RegExp }[] = [
  { name: 'the tier badge', pattern: /<TierBadge tier=\{[\w?.]*displayTier\}/g },
  { name: "the plan's name", pattern: /TIER_DISPLAY_NAMES\[[\w?.]*displayTier\]/g },
  { name: "the role's label", pattern: /roleLabel\([\w?.]*displayRole\)/g },
  { name: 'handed on as a prop', pattern: /\bdisplay(?:Tier|Role)=\{[\w?.]*display(?:Tier|Role)\}/g },
  { name: 'declared or set', pattern: /\bdisplay(?:Tier|Role)(?=:|,|\s*\})/g },
];

/** A line without its comment, roughly: what follows `//`, or a line of a block comment. */
const codeOf = (line: string) => (/^\s*(?:\*|\/\*)/.test(line) ? '' : line.replace(/(^|[^:])\/\/.*$/, '$1'));

/** What breaks the rule in a piece of source: each rule broken, and any use of the display fields that is not for display. */
function findings(source: string): string[] {
  return source.split('\n').flatMap((line, index) => {
    const code = codeOf(line);
    const broken = RULES.filter((rule) => rule.pattern.test(code)).map((rule) => `${index + 1}: ${rule.name}: ${line.trim()}`);
    const rest = DISPLAY_USES.reduce((left, use) => left.replace(use.pattern, ''), code);
    if (broken.length === 0 && /\bdisplay(?:Tier|Role)\b/.test(rest)) broken.push(`${index + 1}: the plan or role to show used for something else: ${line.trim()}`);
    return broken;
  });
}

const webSources = readdirSync(webDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => ({ file: path.join('src/web', file), text: readFileSync(path.join(webDir, file), 'utf8') }));

describe('the web compares no tiers or staff roles', () => {
  it('finds none in the web source', () => {
    expect(webSources.length).toBeGreaterThan(100);
    const found = webSources.flatMap(({ file, text }) => findings(text).map((finding) => `${file}:${finding}`));
    expect(found).toEqual([]);
  });

  it('finds the display uses it allows, so it reads the web as it is', () => {
    const all = webSources.map(({ text }) => text).join('\n');
    const counts = Object.fromEntries(DISPLAY_USES.map((use) => [use.name, all.match(use.pattern)?.length ?? 0]));
    // The header, the account menu, the mobile menu, the dashboard and the upgrade page show the badge.
    expect(counts['the tier badge']).toBeGreaterThanOrEqual(5);
    expect(counts["the plan's name"]).toBeGreaterThanOrEqual(1);
    expect(counts["the role's label"]).toBeGreaterThanOrEqual(1);
    expect(counts['handed on as a prop']).toBeGreaterThanOrEqual(2);
  });

  it.each([
    "if (user.displayTier === 'explorer') return null;",
    "const free = tier === 'explorer';",
    "{currentTier !== 'legacy_founder' && <Upgrade />}",
    "'super_admin' === role",
    "const staff = user.displayRole === 'editor';",
    'const mine = plan === user.displayTier;',
    'const current = sub.tier === planTier;',
    'const isAdmin = adminRole !== null;',
    'const paid = PAID.includes(user.displayTier);',
    'const allowed = ROLES.has(me.displayRole);',
    'const above = TIER_ORDER.indexOf(tier) > 1;',
    "const paid = tierRank(tier) >= tierRank('community');",
    'const paid = hasPaidPlan(user.displayTier);',
    'const down = switchDownTiersFrom(holding);',
    'const tier = subscriptionTier;',
    'const tierToCheck = user.displayTier;',
    'doSomething(user.displayRole);',
  ])('flags %s', (snippet) => {
    expect(findings(snippet)).not.toEqual([]);
  });

  it.each([
    '<TierBadge tier={user.displayTier} className="hidden lg:inline-flex" />',
    '<Badge variant="brand">{roleLabel(user?.displayRole)}</Badge>',
    '<span>{TIER_DISPLAY_NAMES[displayTier]}</span>',
    '<UpgradePage displayTier={user.displayTier} abilities={user.abilities} />',
    "displayTier: 'visitor',",
    "const standing = abilities.planStandings[tier] === 'current';",
    'const offered = abilities.switchDownTiers.includes(planTier);',
    "{kind === 'visitor' && <SignIn />}",
    "message.role === 'member'",
    "// compares user.displayTier === 'explorer' in a comment",
  ])('lets %s be', (snippet) => {
    expect(findings(snippet)).toEqual([]);
  });
});
