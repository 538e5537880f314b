// The layout's islands: the header (menus, tooltip, mobile sheet) and the footer's compliance badges
// (tooltips). The footer, the skip link and everything else of the layout are HTML.
import { defineIslands } from '@estefania/shared';
import { ComplianceMarks } from './ComplianceMarks';
import { Header } from './Header';

export const SHELL_ISLAND_OWNER = 'shell';

export const layoutIslands = defineIslands(SHELL_ISLAND_OWNER, { Header, ComplianceMarks });
