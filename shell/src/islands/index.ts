// The shell's own islands: the header (menus, tooltip, mobile sheet), the footer's compliance
// badges (tooltips) and the retry of a remote page the server could not render. The footer, the skip link and everything else of the layout are HTML.
import { defineIslands } from '@estefania/shared';
import { ComplianceMarks } from '../layout/ComplianceMarks';
import { Header } from '../layout/Header';
import { RemoteRetry } from './RemoteRetry';

export const shellIslands = defineIslands('shell', { Header, ComplianceMarks, RemoteRetry }, { RemoteRetry: 'load' });
