// What every no-JavaScript form page shares (see formPages.tsx): the document with the site's
// header, footer and styles, the copy of the page titles, and the boxes for problems and errors.
import type { InputHTMLAttributes, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { SiteConfig } from '@estefania/shared/config';
import type { FormName } from '@estefania/shared/forms';
import { paths } from '@estefania/shared/routes';
import { siteMenus, type ComposedSite } from '@estefania/shared/contract';
import { theme } from '@estefania/shared/theme';

/** The site config in force and the menus the remotes publish (the pages' header and footer links). */
export type PageConfig = SiteConfig & { siteNav: ComposedSite['nav'] };

/** The page each form lives on (published entry URLs): the result pages link back to it. */
export const formHome: Record<FormName, string> = {
  demoRequest: paths.demo,
  newsletter: paths.blog,
  bookWaitlist: paths.book,
  onboarding: paths.onboarding,
};

/** Words of these pages that no enhanced form shows (the server is the one that failed here). */
export const formPageCopy = {
  skipLink: 'Saltar al contenido',
  home: 'Volver al inicio',
  backTo: {
    demoRequest: 'Volver a la página de la demo',
    newsletter: 'Volver al blog',
    bookWaitlist: 'Volver al libro',
    onboarding: 'Volver a crear mi recepcionista',
  } satisfies Record<FormName, string>,
  pageTitle: {
    demoRequest: 'Solicita una demo',
    newsletter: 'Suscríbete al boletín',
    bookWaitlist: 'Apúntate a la lista de espera del libro',
    onboarding: 'Crea tu recepcionista con IA',
  } satisfies Record<FormName, string>,
  fixTitle: 'Revisa el formulario',
  problemTitle: 'No hemos podido enviar el formulario',
  keptNote: 'Lo que escribiste sigue en el formulario: corrígelo o vuelve a enviarlo.',
  unreachable: 'No hemos podido conectar con nuestro servicio. Tus datos no se han enviado: inténtalo de nuevo en unos minutos.',
  timeout:
    'Nuestro servicio está tardando demasiado en responder. Tus datos no se han enviado: inténtalo de nuevo en unos minutos.',
  tooLarge: 'El formulario enviado es demasiado grande. Vuelve a la página y envíalo de nuevo.',
  wrongType: 'No hemos entendido el formulario enviado. Vuelve a la página y envíalo de nuevo.',
  foreignOrigin: 'Este formulario solo se acepta desde la web de EstefanIA. Vuelve a la página y envíalo desde allí.',
  onboarding: {
    noAudio: 'Tu navegador no puede reproducir este audio.',
    download: 'Descargar el audio',
    needsJavaScript:
      'Para terminar el alta (tus datos de contacto y el pago) tu navegador necesita JavaScript: así guardamos tus datos en este dispositivo mientras pagas. Actívalo y vuelve a crear tu recepcionista; tardarás unos segundos.',
    again: 'Crear mi recepcionista con JavaScript',
  },
} as const;

/** The site's look, written once from the theme: these pages load nothing but themselves. */
const styles = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:${theme.fonts.body};color:${theme.colors.text};background:${theme.colors.surfaceAlt};line-height:1.6}
a{color:${theme.colors.brand}}
a:focus-visible,input:focus-visible,button:focus-visible{outline:3px solid ${theme.colors.focus};outline-offset:2px}
.skip{position:absolute;left:-999px}.skip:focus{left:1rem;top:1rem;background:#fff;padding:.5rem}
header.site,footer.site{background:${theme.colors.surface};border-bottom:1px solid ${theme.colors.border}}
footer.site{background:${theme.colors.brandDark};color:#e0e7ff;border:0;margin-top:${theme.space(16)}}
footer.site a{color:#e0e7ff}
.wrap{max-width:${theme.layout.maxWidth};margin:0 auto;padding:${theme.space(4)} ${theme.space(5)}}
.logo{display:inline-flex;align-items:center;gap:.5rem;font-weight:800;font-size:1.25rem;letter-spacing:-.02em;color:${theme.colors.text};text-decoration:none}
.logo b{color:${theme.colors.brand};font-weight:800}
nav ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:${theme.space(4)}}
header.site .wrap{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:${theme.space(4)}}
main{max-width:44rem;margin:0 auto;padding:${theme.space(10)} ${theme.space(5)}}
h1{font-size:${theme.fontSizes['3xl']};line-height:1.2;margin:0 0 ${theme.space(4)}}
h2{font-size:${theme.fontSizes.xl};margin:${theme.space(6)} 0 ${theme.space(3)}}
.card{background:${theme.colors.surface};border:1px solid ${theme.colors.border};border-radius:${theme.radii.lg};box-shadow:${theme.shadows.card};padding:${theme.space(6)}}
.field{display:grid;gap:${theme.space(1.5)};margin-bottom:${theme.space(5)}}
label{font-weight:600}
input[type=text],input[type=email],input[type=tel]{width:100%;font:inherit;padding:${theme.space(3)};border:1px solid #94a3b8;border-radius:${theme.radii.md};background:#fff;color:${theme.colors.text}}
input[aria-invalid=true]{border-color:${theme.colors.danger};border-width:2px}
.check{display:flex;gap:${theme.space(3)};align-items:flex-start;font-size:${theme.fontSizes.sm};margin-bottom:${theme.space(4)}}
.check input{flex:none;width:1.25rem;height:1.25rem;margin-top:.15rem;accent-color:${theme.colors.brand}}
.hint,.note{margin:0;color:${theme.colors.muted};font-size:${theme.fontSizes.sm}}
.error{margin:0;color:${theme.colors.danger};font-size:${theme.fontSizes.sm};font-weight:600}
.alert{border-left:4px solid ${theme.colors.danger};background:#fef2f2;padding:${theme.space(4)};border-radius:${theme.radii.md};margin-bottom:${theme.space(6)}}
.alert h2{margin-top:0;color:${theme.colors.danger}}
.alert p{margin:0}
.ok{border-left:4px solid ${theme.colors.success};background:#f0fdf4}
button{font:inherit;font-weight:600;cursor:pointer;background:${theme.colors.brand};color:${theme.colors.onBrand};border:0;border-radius:${theme.radii.md};padding:${theme.space(3)} ${theme.space(6)}}
button:hover{background:${theme.colors.brandDark}}
audio{width:100%}
dl{display:grid;grid-template-columns:max-content 1fr;gap:${theme.space(2)} ${theme.space(4)}}dt{font-weight:600}dd{margin:0}
`;

function LogoMark() {
  return (
    <svg width="32" height="32" viewBox="0 0 64 64" aria-hidden="true">
      <rect width="64" height="64" rx="14" fill={theme.colors.brand} />
      <path d="M20 18h24v6H27v5h15v6H27v5h17v6H20z" fill="#fff" />
    </svg>
  );
}

export function Document({ title, config, children }: { title: string; config: PageConfig; children: ReactNode }) {
  return (
    <html lang="es">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${title} | EstefanIA`}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <style dangerouslySetInnerHTML={{ __html: styles }} />
      </head>
      <body>
        <a className="skip" href="#contenido">
          {formPageCopy.skipLink}
        </a>
        <header className="site">
          <div className="wrap">
            <a className="logo" href={paths.home} aria-label="EstefanIA, inicio">
              <LogoMark />
              <span>
                Estefan<b>IA</b>
              </span>
            </a>
            <nav aria-label="Principal">
              <MenuLinks links={config.siteNav[siteMenus.footerProduct]} />
            </nav>
          </div>
        </header>
        <main id="contenido">{children}</main>
        <footer className="site">
          <div className="wrap">
            <nav aria-label="Legal">
              <MenuLinks links={config.siteNav[siteMenus.legal]} />
            </nav>
            <p>{config.companyLegalLine}</p>
          </div>
        </footer>
      </body>
    </html>
  );
}

/** A whole document as a string, with its doctype. */
export function page(title: string, config: PageConfig, children: ReactNode): string {
  return `<!doctype html>${renderToStaticMarkup(
    <Document title={title} config={config}>
      {children}
    </Document>,
  )}`;
}

/** Why the last post did not go through: the spec's message to fix, or a failure to retry. */
export type Problem = { kind: 'invalid'; message: string } | { kind: 'failed'; title: string; message: string };

export function ProblemBox({ problem }: { problem: Problem }) {
  return (
    <div className="alert" role="alert" aria-labelledby="problema-titulo">
      <h2 id="problema-titulo">{problem.kind === 'invalid' ? formPageCopy.fixTitle : problem.title}</h2>
      <p>{problem.message}</p>
      <p>{formPageCopy.keptNote}</p>
    </div>
  );
}

export function BackLinks({ form }: { form: FormName }) {
  return (
    <p>
      <a href={formHome[form]}>{formPageCopy.backTo[form]}</a> · <a href={paths.home}>{formPageCopy.home}</a>
    </p>
  );
}

export function ErrorText({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="error">
      {message}
    </p>
  ) : null;
}

/**
 * A labelled input with its hint (`hintFirst`: between the label and the input, as the onboarding's step 1
 * has it; otherwise under the input) and the spec's message when it was refused. `note`: the id of a text
 * elsewhere that also describes it.
 */
export function TextField({
  id,
  label,
  hint,
  hintFirst = false,
  error,
  note,
  ...input
}: {
  id: string;
  label: string;
  hint?: string;
  hintFirst?: boolean;
  error?: string;
  note?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-invalid' | 'aria-describedby'>) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null, note ?? null].filter(Boolean).join(' ');
  const hintText = hint ? (
    <p id={`${id}-hint`} className="hint">
      {hint}
    </p>
  ) : null;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hintFirst ? hintText : null}
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={described || undefined} {...input} />
      {hintFirst ? null : hintText}
      <ErrorText id={`${id}-error`} message={error} />
    </div>
  );
}

/** A published menu's links as a list (a menu no remote publishes is an empty list). */
function MenuLinks({ links = [] }: { links: ComposedSite['nav'][string] | undefined }) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.to}>
          <a href={link.to}>{link.label}</a>
        </li>
      ))}
    </ul>
  );
}
