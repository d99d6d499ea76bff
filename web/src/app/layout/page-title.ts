// The tab's title of the pages outside shared's PAGE_HEADS (member, booking and sign-in pages):
// each names its page (issue 38: the home page's title stayed in the tab). A post sets its own
// title (its name), and the public pages take theirs from PAGE_HEADS.
import { matchPath } from 'react-router';
import { paths, type PathName } from '@/config/paths';
import { GUESTS, MEMBERS, RECOVERY } from '../route-groups';

/** Inner pages with a title of their own, by route; the key is `common:pageTitles.<name>`. */
export const TITLED_PAGES = [
  ...MEMBERS,
  ...GUESTS,
  ...RECOVERY,
] as const satisfies readonly PathName[];

export type TitledPage = (typeof TITLED_PAGES)[number];

/** The inner page a path shows, when it has a title of its own. */
export function titledPageOf(pathname: string): TitledPage | null {
  return TITLED_PAGES.find((name) => matchPath(paths[name].path, pathname)) ?? null;
}
