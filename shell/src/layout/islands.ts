// The layout's island: the footer's compliance badges (tooltips). The header (its menus work by the
// browser and the page script, headerMenus.ts), the footer and the skip link are HTML.
import { defineIslands } from '@estefania/shared';
import { SHELL_ISLAND_OWNER } from './islandOwner';
import { ComplianceMarks } from './ComplianceMarks';

export const layoutIslands = defineIslands(SHELL_ISLAND_OWNER, { ComplianceMarks });
