import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { formatPercent, rangeLabel, visits, type MeasurementReport, type PlanFunnel } from './report.js';

// The report as a page people look at rather than read: every count with a bar. A file the report
// command writes (`--html`), with no scripts and no external assets; hono/html escapes every value.

const integer = new Intl.NumberFormat('es-ES');
const seconds = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 });

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f5fb;color:#1c1d29;line-height:1.45}
main{max-width:64rem;margin:2rem auto;padding:0 1rem}
section{background:#fff;border-radius:14px;box-shadow:0 6px 24px rgba(20,20,60,.08);padding:1.25rem 1.5rem;margin-bottom:1.5rem}
h1{font-size:1.5rem;margin:0 0 .25rem}
h2{font-size:1.15rem;margin:0 0 .75rem}
table{width:100%;border-collapse:collapse;font-variant-numeric:tabular-nums}
th,td{padding:.35rem .5rem;text-align:left;border-bottom:1px solid #eceef5;vertical-align:middle}
td.n,th.n{text-align:right;white-space:nowrap}
td.bar{width:32%}
td:first-child{white-space:nowrap}
.bar span{display:block;height:.9rem;border-radius:4px;background:#5b3df5;min-width:2px}
.muted{color:#5d6072;font-size:.92rem}
ul{margin:.5rem 0 0;padding-left:1.2rem}
`;

function barCell(value: number, max: number): HtmlEscapedString | Promise<HtmlEscapedString> {
  const width = max > 0 ? Math.round((value / max) * 1000) / 10 : 0;
  return html`<td class="bar" aria-hidden="true">${value > 0 ? html`<span style="width:${width}%"></span>` : ''}</td>`;
}

function funnelSection(funnel: PlanFunnel) {
  const max = Math.max(0, ...funnel.steps.map((step) => step.visits));
  const failures = funnel.failures.filter((failure) => failure.visits > 0);
  const heard = funnel.listening.filter((clip) => clip.visits > 0);
  return html`<section>
    <h2>Embudo del alta · ${funnel.label}</h2>
    <table>
      <caption class="muted" style="text-align:left">
        Visitas que llegaron a cada paso
      </caption>
      <thead>
        <tr>
          <th>Paso</th>
          <th class="n">Visitas</th>
          <th class="n">Conversión</th>
          <th>Desde</th>
          <th class="n">Del inicio</th>
          <th><span class="muted">Gráfico</span></th>
        </tr>
      </thead>
      <tbody>
        ${funnel.steps.map(
          (step) =>
            html`<tr>
              <td>${step.label}</td>
              <td class="n">${integer.format(step.visits)}</td>
              <td class="n">${step.from === null ? '—' : formatPercent(step.conversion)}</td>
              <td>${step.from ?? '—'}</td>
              <td class="n">${formatPercent(step.ofStarted)}</td>
              ${barCell(step.visits, max)}
            </tr>`,
        )}
      </tbody>
    </table>
    ${
      failures.length > 0
        ? html`<p><strong>Fallos</strong></p>
            <ul>
              ${failures.map((failure) => html`<li>${failure.label}: ${visits(failure.visits)}</li>`)}
            </ul>`
        : ''
    }
    ${
      heard.length > 0
        ? html`<p><strong>Escucha de la demo</strong></p>
            <ul>
              ${heard.map(
                (clip) =>
                  html`<li>${clip.label}: ${visits(clip.visits)}, ${seconds.format(clip.averageSeconds ?? 0)} s de media</li>`,
              )}
            </ul>`
        : ''
    }
  </section>`;
}

export async function formatReportHtml(report: MeasurementReport): Promise<string> {
  const routes = report.pageViews.routes;
  const maxViews = Math.max(0, ...routes.map((route) => route.views));
  const funnels = report.funnels.filter(
    (funnel) =>
      funnel.plan === 'all' || funnel.steps.some((step) => step.visits > 0) || funnel.failures.some((f) => f.visits > 0),
  );
  const page = html`<!doctype html>
    <html lang="es">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>Informe de medición · ${rangeLabel(report.range)}</title>
        <style>
          ${raw(STYLE)}
        </style>
      </head>
      <body>
        <main>
          <h1>Informe de medición de EstefanIA</h1>
          <p class="muted">
            ${rangeLabel(report.range)} (días en hora de ${report.timeZone}). Solo se mide a quien acepta las cookies de análisis:
            son proporciones, no el total de visitantes. Cada visita (una pestaña) cuenta una vez por paso, con el último plan que
            eligió.
          </p>
          <section>
            <h2>Páginas vistas por ruta: ${integer.format(report.pageViews.total)} en total</h2>
            ${
              routes.length === 0
                ? html`<p>Ninguna en estas fechas.</p>`
                : html`<table>
                    <thead>
                      <tr>
                        <th>Ruta</th>
                        <th class="n">Vistas</th>
                        <th class="n">Visitas</th>
                        <th class="n">%</th>
                        <th><span class="muted">Gráfico</span></th>
                      </tr>
                    </thead>
                    <tbody>
                      ${routes.map(
                        (route) =>
                          html`<tr>
                            <td>${route.path}</td>
                            <td class="n">${integer.format(route.views)}</td>
                            <td class="n">${integer.format(route.visits)}</td>
                            <td class="n">${formatPercent(route.share)}</td>
                            ${barCell(route.views, maxViews)}
                          </tr>`,
                      )}
                    </tbody>
                  </table>`
            }
          </section>
          ${funnels.map(funnelSection)}
        </main>
      </body>
    </html>`;
  return String(await page);
}
