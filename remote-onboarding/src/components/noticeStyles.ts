import { theme } from '@estefania/shared';

/**
 * A message boxed apart from the form or text around it: a note (`info`, on the brand's soft tint) or what
 * stops the visitor (`danger`, in the danger colour). Its first line is the message's title.
 */
export function noticeStyles(tone: 'info' | 'danger') {
  return {
    margin: `0 0 ${theme.space(4)}`,
    padding: theme.space(3),
    border: `1px solid ${tone === 'danger' ? theme.colors.danger : theme.colors.border}`,
    borderRadius: theme.radii.md,
    ...(tone === 'danger' ? { color: theme.colors.danger, background: '#fef2f2' } : { background: theme.colors.brandSoft }),
  };
}
