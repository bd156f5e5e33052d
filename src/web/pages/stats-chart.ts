import * as core from 'echarts/core';
import * as charts from 'echarts/charts';
import * as components from 'echarts/components';
import * as renderers from 'echarts/renderers';

// echarts 5 ships typings that NodeNext resolution cannot follow (extensionless paths), so the little used here is typed locally.
interface SsrChart { setOption(option: object): void; renderToSVGString(): string; dispose(): void }
interface EChartsCore {
  use(parts: unknown[]): void;
  init(dom: null, theme: null, opts: { renderer: 'svg'; ssr: true; width: number; height: number }): SsrChart;
}
const echarts = core as unknown as EChartsCore;
const part = (mod: object, name: string): unknown => (mod as Record<string, unknown>)[name];
echarts.use([part(charts, 'BarChart'), part(components, 'GridComponent'), part(renderers, 'SVGRenderer')]);

/** One bar of a chart. */
export interface Bar {
  label: string;
  value: number;
}

/** A chart's width for a wide screen and for a phone, and the room its bar labels get in each. */
export const CHART_SIZES = { wide: { width: 720, labelWidth: 260 }, narrow: { width: 360, labelWidth: 140 } } as const;
/** SVG presentation attributes a chart's inline `style` may carry over (everything else is dropped: the CSP forbids style attributes). */
const PRESENTATION = new Set(['fill', 'fill-opacity', 'stroke', 'stroke-width', 'stroke-opacity', 'opacity', 'font-size', 'font-family', 'font-weight', 'font-style', 'text-anchor', 'dominant-baseline']);

/**
 * Moves inline `style="a:b"` declarations into SVG presentation attributes and removes `<style>` elements, so a strict CSP
 * renders the chart unchanged; drops ECharts' `ecmeta_*` bookkeeping attributes, which HTML does not allow.
 */
export function cspSafeSvg(svg: string): string {
  return svg
    .replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, '')
    .replace(/\secmeta_[\w-]*="[^"]*"/g, '')
    .replace(/\sstyle="([^"]*)"/g, (_m, decls: string) => decls.split(';').map((d) => {
      const i = d.indexOf(':');
      const name = d.slice(0, i).trim().toLowerCase();
      const value = d.slice(i + 1).trim();
      return i > 0 && PRESENTATION.has(name) && value ? ` ${name}="${value.replace(/"/g, '&quot;')}"` : '';
    }).join(''));
}

/**
 * A horizontal bar chart (largest first) drawn on the server by ECharts as SVG that passes the site's CSP; `title` becomes
 * the SVG's accessible name. `size` narrow: drawn for a phone's width, so its labels are not shrunk to a few pixels.
 */
export function barChartSvg(title: string, bars: Bar[], color = '#0b57d0', size: keyof typeof CHART_SIZES = 'wide'): string {
  const { width, labelWidth } = CHART_SIZES[size];
  const height = 40 + Math.max(bars.length, 1) * 26;
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width, height });
  try {
    chart.setOption({
      animation: false,
      grid: { left: 8, right: 48, top: 16, bottom: 24, containLabel: true },
      xAxis: { type: 'value', minInterval: 1, axisLabel: { color: '#555' } },
      yAxis: { type: 'category', inverse: true, data: bars.map((b) => b.label), axisLabel: { interval: 0, width: labelWidth, overflow: 'truncate', color: '#222', fontSize: 13 } },
      series: [{ type: 'bar', data: bars.map((b) => b.value), itemStyle: { color }, barMaxWidth: 18, label: { show: true, position: 'right', color: '#333' } }],
    });
    const svg = cspSafeSvg(chart.renderToSVGString());
    return svg.replace(/^<svg /, `<svg role="img" aria-label="${escapeAttr(title)}" class="chart-svg" `);
  } finally {
    chart.dispose();
  }
}

function escapeAttr(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
