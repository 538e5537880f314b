import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';

/** Server-rendered Spanish pages of the local stand-ins (test checkout, panel login). No scripts, no external assets. */

export type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f5fb;color:#1c1d29;line-height:1.5}
main{max-width:34rem;margin:2.5rem auto;padding:0 1rem}
.card{background:#fff;border-radius:14px;box-shadow:0 6px 24px rgba(20,20,60,.08);padding:1.75rem}
.test{display:block;background:#fff4d6;border:1px solid #f0c44c;color:#5c4300;border-radius:10px;padding:.75rem 1rem;margin-bottom:1.25rem;font-size:.95rem}
h1{font-size:1.45rem;margin:.25rem 0 1rem}
.brand{font-weight:700;color:#5b3df5;letter-spacing:.01em}
.summary{border:1px solid #e4e5f0;border-radius:10px;padding:1rem;margin-bottom:1.25rem}
.summary p{margin:.25rem 0}
.price{font-size:1.6rem;font-weight:700}
.headline{font-size:1.2rem;font-weight:700}
.action{display:block;text-align:center;margin-top:1.25rem;padding:.8rem;border-radius:10px;background:#5b3df5;color:#fff;font-weight:700;text-decoration:none}
.muted{color:#5d6072;font-size:.92rem}
label{display:block;font-weight:600;margin:.75rem 0 .3rem}
input{width:100%;padding:.65rem .75rem;border:1px solid #c9cbd9;border-radius:8px;font:inherit}
input[readonly]{background:#f6f6fa;color:#5d6072}
.error{background:#fde8e8;border:1px solid #f3a5a5;color:#8a1c1c;border-radius:8px;padding:.6rem .8rem;margin-bottom:1rem}
button{margin-top:1.25rem;width:100%;padding:.8rem;border:0;border-radius:10px;background:#5b3df5;color:#fff;font:inherit;font-weight:700;font-size:1.05rem;cursor:pointer}
button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #f0c44c;outline-offset:2px}
button:disabled{background:#b9b2e8;cursor:not-allowed}
.cancel{display:block;text-align:center;margin-top:1rem;color:#5b3df5}
ul{padding-left:1.2rem;margin:.5rem 0 0}
`;

/** The page around a body; hono/html escapes every interpolated value. */
export function page(title: string, body: Html): Html {
  return html`<!doctype html>
    <html lang="es">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title}</title>
        <style>
          ${raw(STYLE)}
        </style>
      </head>
      <body>
        <main>${body}</main>
      </body>
    </html>`;
}
