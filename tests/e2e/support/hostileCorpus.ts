/**
 * The hostile corpus (DESIGN §5): what consumers, companies and other agents may put in front of
 * the workspace. A payload that runs calls `__hit(id)` (or opens a dialog, or a window); the suite
 * defines `__hit` before the page loads and turns the Content-Security-Policy off, so only the
 * app's own rendering stands between a payload and the page.
 *
 * `literal`: the text must show exactly as written (markup shown as text, never interpreted).
 * Payloads made of invisible or control characters, or too long to compare, are not `literal`.
 */
export type Payload = { id: string; value: string; literal: boolean; note?: string };

const hit = (id: string) => `__hit('${id}')`;
const big = (unit: string, size: number) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);

/** Consumer message texts (consumerSends). */
export const texts: Payload[] = [
  { id: 'T01', value: `<script>${hit('T01')}</script>`, literal: true },
  { id: 'T02', value: `<img src=x onerror="${hit('T02')}">`, literal: true },
  { id: 'T03', value: `<svg onload="${hit('T03')}"></svg>`, literal: true },
  { id: 'T04', value: `<iframe srcdoc="<script>parent.${hit('T04')}</script>"></iframe>`, literal: true },
  { id: 'T05', value: `<body onload=${hit('T05')}>`, literal: true },
  { id: 'T06', value: `"><img src=x onerror=${hit('T06')}>`, literal: true },
  { id: 'T07', value: `'';!--"<XSS>=&{()}`, literal: true },
  { id: 'T08', value: `<a href="javascript:${hit('T08')}">clique aqui</a>`, literal: true },
  { id: 'T09', value: `<math><mtext><table><mglyph><style><img src=x onerror=${hit('T09')}></style></mglyph></table></mtext></math>`, literal: true },
  { id: 'T10', value: `<details open ontoggle=${hit('T10')}>resumo</details>`, literal: true },
  { id: 'T11', value: `<input autofocus onfocus=${hit('T11')}>`, literal: true },
  { id: 'T12', value: `<style>@keyframes x{}</style><div style="animation-name:x" onanimationstart="${hit('T12')}"></div>`, literal: true },
  { id: 'T13', value: `<object data="javascript:${hit('T13')}"></object>`, literal: true },
  { id: 'T14', value: `<embed src="data:text/html,<script>parent.${hit('T14')}</script>">`, literal: true },
  { id: 'T15', value: `<meta http-equiv="refresh" content="0;url=javascript:${hit('T15')}">`, literal: true },
  { id: 'T16', value: `<base href="javascript:${hit('T16')}//">`, literal: true },
  { id: 'T17', value: `<form><button formaction="javascript:${hit('T17')}">Enviar</button></form>`, literal: true },
  { id: 'T18', value: `{{constructor.constructor("${hit('T18')}")()}}`, literal: true },
  { id: 'T19', value: `\${${hit('T19')}}`, literal: true },
  { id: 'T20', value: `{name, select, other {<b onclick=${hit('T20')}>x</b>}}`, literal: true },
  { id: 'T21', value: `**negrito** _itálico_ [link](javascript:${hit('T21')}) ![foto](x" onerror="${hit('T21')})`, literal: true },
  { id: 'T22', value: `&lt;script&gt;${hit('T22')}&lt;/script&gt; &amp;&#60;img src=x onerror=${hit('T22')}&#62;`, literal: true },
  { id: 'T23', value: `</textarea><script>${hit('T23')}</script>`, literal: true },
  { id: 'T24', value: `</li></ol><img src=x onerror=${hit('T24')}>`, literal: true },
  {
    id: 'T25',
    value: `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='1' onerror='${hit('T25')}'/></svg>#x"/></svg>`,
    literal: true,
  },
  { id: 'T26', value: `<video><source onerror="${hit('T26')}"></video><audio src=x onerror=alert('T26')>`, literal: true },
  { id: 'T27', value: `<a href="#" onclick="${hit('T27')}" style="position:fixed;inset:0;display:block">ganhe um prêmio</a>`, literal: true },
  { id: 'T28', value: `javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/"/+/onmouseover=1/+/[*/[]/+${hit('T28')}//'>`, literal: true },
  { id: 'T29', value: `{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}`, literal: true },
  { id: 'T30', value: `__proto__`, literal: true },
  { id: 'T31', value: `'; DROP TABLE conversas; -- ../../../../etc/passwd %00 %s%s%s%n`, literal: true },
  { id: 'T32', value: `Fatura \u202Efdp.exe e \u2066isolado\u2069 \u200Fחשבון\u200E`, literal: false, note: 'bidi overrides' },
  { id: 'T33', value: `\u200B\u200C\u200D\u2060`, literal: false, note: 'zero-width only' },
  { id: 'T34', value: `sino\u0007 escape\u001B[31m vermelho\u001B[0m fim`, literal: false, note: 'control characters' },
  { id: 'T35', value: `Z${'\u0336\u0335\u0334\u0338'.repeat(2500)}algo`, literal: false, note: '10,000 combining marks' },
  { id: 'T36', value: '👨‍👩‍👧‍👦'.repeat(5000), literal: false, note: '5,000 family emoji' },
  { id: 'T37', value: big('Lorem ipsum dolor sit amet, consectetur adipiscing elit. ', 100_000), literal: false, note: '100 KB of text' },
  { id: 'T38', value: ('x'.repeat(99) + '\n').repeat(1000), literal: false, note: '1,000 lines of 99 x' },
  { id: 'T39', value: 'a'.repeat(100_000), literal: false, note: 'one 100 KB word' },
  { id: 'T40', value: `${'\n'.repeat(20_000)}fim das linhas em branco`, literal: false, note: '20,000 blank lines' },
  { id: 'T41', value: `${'a'.repeat(48)}!`, literal: true, note: 'backtracks (a+)+$' },
  { id: 'T42', value: `${'1'.repeat(60)}x`, literal: true, note: 'backtracks (\\d+)*\\.' },
  { id: 'T43', value: `${'x'.repeat(4_000)}`, literal: false, note: 'backtracks (x+x+)+y' },
  { id: 'T44', value: `Protocolo 202612345678, CPF 123.456.789-09, placa ABC1D23 e apólice 12.345.678901`, literal: true },
  { id: 'T45', value: `<img src=x onerror=alert('T45')><script>confirm('T45')</script><script>window.open('about:blank')</script>`, literal: true },
];

/** Consumer texts carrying links: never followed unless http, https, mailto or tel. */
export const links: Payload[] = [
  { id: 'L01', value: `javascript:${hit('L01')}`, literal: true },
  { id: 'L02', value: `JaVaScRiPt:${hit('L02')}`, literal: true },
  { id: 'L03', value: `java\tscript:${hit('L03')}`, literal: true },
  { id: 'L04', value: `data:text/html,<script>${hit('L04')}</script>`, literal: true },
  { id: 'L05', value: `data:text/html;base64,PHNjcmlwdD5fX2hpdCgnTDA1Jyk8L3NjcmlwdD4=`, literal: true },
  { id: 'L06', value: `vbscript:msgbox("L06")`, literal: true },
  { id: 'L07', value: `https://exemplo.com.br/"><img src=x onerror=${hit('L07')}>`, literal: true },
  { id: 'L08', value: `https://exa\u202Eelpm.com/gpj.exe`, literal: false, note: 'bidi in a link' },
  { id: 'L09', value: `mailto:a@b.c?body=<script>${hit('L09')}</script>`, literal: true },
  { id: 'L10', value: `tel:+55<svg onload=${hit('L10')}>`, literal: true },
  { id: 'L11', value: `[Clique aqui](javascript:${hit('L11')})`, literal: true },
  { id: 'L12', value: `https://user:senha@evil.example@tessera.demo/ e //evil.example/%0d%0a<script>${hit('L12')}</script>`, literal: true },
];

/** Consumer display names (PATCH /display-name, at most 50 characters). */
export const names: Payload[] = [
  { id: 'N01', value: `<img src=x onerror=${hit('N01')}>`, literal: true },
  { id: 'N02', value: `<script>${hit('N02')}</script>`, literal: true },
  { id: 'N03', value: `\u202EazuoS anA`, literal: false, note: 'bidi override' },
  { id: 'N04', value: `\u200B\u200C\u200D`, literal: false, note: 'zero-width only' },
  { id: 'N05', value: `**Maria** [x](javascript:${hit('N05')})`, literal: true },
  { id: 'N06', value: `{{constructor.constructor("${hit('N06')}")()}}`, literal: true },
  { id: 'N07', value: `"><svg onload=${hit('N07')}>`, literal: true },
  { id: 'N08', value: `__proto__`, literal: true },
  { id: 'N09', value: `Z${'\u0336'.repeat(45)}`, literal: false, note: 'combining marks' },
  { id: 'N10', value: '👨‍👩‍👧‍👦'.repeat(4), literal: true },
  { id: 'N11', value: `</title><script>${hit('N11')}</script>`, literal: true },
  { id: 'N12', value: `javascript:${hit('N12')}`, literal: true },
  { id: 'N13', value: `\${${hit('N13')}}{count, plural, other {#}}`, literal: true },
  { id: 'N14', value: `<a href=javascript:${hit('N14')}>x</a>`, literal: true },
];

export type HostileFile = { id: string; file_url: string; file_name: string; mime_type: string; thumb_url?: string };

/** Files on consumer messages: the link only when http(s), mailto or tel; the name as text. */
export const files: HostileFile[] = [
  { id: 'F01', file_url: `javascript:${hit('F01')}`, file_name: 'contrato.pdf', mime_type: 'application/pdf' },
  { id: 'F02', file_url: `data:text/html,<script>${hit('F02')}</script>`, file_name: 'boleto.html', mime_type: 'text/html' },
  { id: 'F03', file_url: 'https://arquivos.tessera.demo/sinistro.pdf', file_name: `<img src=x onerror=${hit('F03')}>.pdf`, mime_type: 'application/pdf' },
  { id: 'F04', file_url: 'vbscript:msgbox("F04")', file_name: 'apolice.vbs', mime_type: 'text/vbscript' },
  { id: 'F05', file_url: 'https://arquivos.tessera.demo/fatura', file_name: 'Fatura\u202Efdp.exe', mime_type: 'application/octet-stream' },
  { id: 'F06', file_url: `JAVASCRIPT:${hit('F06')}`, file_name: 'foto.svg', mime_type: 'image/svg+xml' },
  { id: 'F07', file_url: ` \tjavascript:${hit('F07')}`, file_name: '\u200B', mime_type: 'image/png' },
  {
    id: 'F08',
    file_url: `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="${hit('F08')}"/>`,
    thumb_url: `javascript:${hit('F08')}`,
    file_name: 'mapa.svg',
    mime_type: 'image/svg+xml',
  },
  { id: 'F09', file_url: 'blob:https://evil.example/6f1c2e7a', file_name: 'audio.ogg', mime_type: 'audio/ogg' },
  { id: 'F10', file_url: 'https://arquivos.tessera.demo/longo', file_name: big('nome-de-arquivo-enorme-', 10_000), mime_type: 'application/pdf' },
];

/** Terms typed into the in-conversation search; `found`: the thread holds it, so the search must count results. */
export const searchTerms: (Payload & { found?: boolean })[] = [
  { id: 'S01', value: '(a+)+$', literal: true },
  { id: 'S02', value: '.*.*.*=.*', literal: true },
  { id: 'S03', value: '[', literal: true },
  { id: 'S04', value: '\\', literal: true },
  { id: 'S05', value: `<script>${hit('S05')}</script>`, literal: true },
  { id: 'S06', value: "$&$1$'$`", literal: true },
  { id: 'S07', value: '(?<=x)', literal: true },
  { id: 'S08', value: 'a'.repeat(5_000), literal: false },
  { id: 'S09', value: '👨‍👩‍👧‍👦', literal: true },
  { id: 'S10', value: '\u202E', literal: false },
  { id: 'S11', value: 'x', literal: true, found: true, note: '99,000 matches in one message' },
  { id: 'S12', value: 'e', literal: true, found: true, note: 'matches in every message' },
  { id: 'S13', value: '__proto__', literal: true, found: true },
  { id: 'S14', value: 'constructor', literal: true, found: true },
  { id: 'S15', value: ' ', literal: false },
  { id: 'S16', value: '^$.|?*+()[]{}', literal: true },
  { id: 'S17', value: 'ǅ\u0336', literal: false },
];

/** `listed`: valid, safe and matching the bait, so the Insights widget must list it under its name, as text. */
export type HostileTerm = { id: string; name: string; regex: string; listed: boolean };

/** Insight terms as a company admin might configure them: catastrophic, unsupported, broken, and named with markup. */
export const terms: HostileTerm[] = [
  { id: 'C01', name: 'Repetição aninhada', regex: '(a+)+$', listed: false },
  { id: 'C02', name: 'Dois x', regex: '(x+x+)+y', listed: false },
  { id: 'C03', name: 'Muitos a', regex: '(.*a){12}', listed: false },
  { id: 'C04', name: 'Palavras', regex: '^(\\w+\\s?)*$', listed: false },
  { id: 'C05', name: 'Dígitos', regex: '(\\d+)*\\.', listed: false },
  { id: 'C06', name: 'Alternância', regex: '(a|aa)+$', listed: false },
  { id: 'C07', name: 'Lookbehind', regex: '(?<=Protocolo )\\d+', listed: false },
  { id: 'C08', name: 'Retrorreferência', regex: '(a)\\1', listed: false },
  { id: 'C09', name: 'Quebrado', regex: '[', listed: false },
  { id: 'C10', name: 'Longo', regex: 'a'.repeat(600), listed: false },
  { id: 'C11', name: `<img src=x onerror=${hit('C11')}>`, regex: 'Protocolo', listed: true },
  { id: 'C12', name: `<script>${hit('C12')}</script>`, regex: '\\d{3}\\.\\d{3}\\.\\d{3}-\\d{2}', listed: true },
  { id: 'C13', name: 'Abertos seguidos', regex: '[\\s\\S]*[\\s\\S]*x', listed: false },
  { id: 'C14', name: 'Grupo vazio', regex: '(?:a*)*b', listed: false },
  { id: 'C15', name: '__proto__', regex: 'apólice', listed: true },
  { id: 'C16', name: '{name} ${x} <b>', regex: '[A-Z]{3}\\d[A-Z0-9]\\d{2}', listed: true },
  { id: 'C17', name: 'Programa enorme', regex: '(?:[a-z]{1,20}){30}', listed: false },
];

/** Messages the terms are run over once configured (as consumers send them). */
export const termBait: string[] = [
  `${'a'.repeat(40)}!`,
  `${'x'.repeat(3_000)}`,
  `${'1'.repeat(60)}x`,
  `${'palavra '.repeat(400)}!`,
  `${'a'.repeat(5_000)}b`.replace(/b$/, '!'),
  `Protocolo 202612345678, CPF 123.456.789-09, placa ABC1D23 e apólice 12.345.678901`,
];

export const corpusSize = () => texts.length + links.length + names.length + files.length + searchTerms.length + terms.length;
