import { paths } from '@estefania/shared';
import { privacyNote } from '@estefania/shared/forms';

/** The sentence after a form's consent that links to the privacy policy (its words live in the forms contract). */
export function PrivacyNote({ linkColor }: { linkColor?: string }) {
  return (
    <>
      {privacyNote.before}{' '}
      <a href={paths.privacy} css={linkColor ? { color: linkColor } : undefined}>
        {privacyNote.link}
      </a>
      {privacyNote.after}
    </>
  );
}
