import {
  PRERENDERED_ATTRIBUTE,
  PRERENDERED_STYLE_ATTRIBUTE,
  SKIP_PRERENDER_CLASS,
} from '../../src/app/prerender/markers';

export interface PageSnapshot {
  /** The path the page was rendered at, e.g. `/login`. */
  path: string;
  /** The inner HTML of `#root` once the page had rendered. */
  rootHtml: string;
  /** The global CSS rules the page had inserted (the theme's baseline). */
  css: string;
  /** The rules of the page's component styles, each under a `.css-<name>` class. */
  componentCss: string;
}

/**
 * The names emotion registers component styles under: `css-<name>` classes and
 * `animation-<hash>` keyframes. Listed in a `<style data-emotion="css …">` element, the app's
 * style cache takes them as inserted and skips compiling and inserting them again at start-up.
 */
export function emotionNames(css: string): string[] {
  const names = new Set<string>();
  for (const match of css.matchAll(/\.css-([a-z0-9]+)\b/g)) names.add(match[1]!);
  for (const match of css.matchAll(/@keyframes (animation-[a-z0-9]+)/g)) names.add(match[1]!);
  return [...names];
}

export interface GuardOptions {
  /** The theme the snapshot was taken in, and where a saved choice is kept. */
  theme: string;
  themeStorageKey: string;
}

const BOOT_PLACEHOLDER = /<div id="?root"?>([\s\S]*?)<\/div>\s*<\/body>/;

export interface StartupScripts {
  /** Chunks the HTML preloads. */
  preloads: string[];
  /** The entry scripts, in order. */
  scripts: string[];
}

const PRELOAD_TAG =
  /<link\b(?=[^>]*\brel="?preload"?[\s>])(?=[^>]*\bas="?script"?[\s>])[^>]*\bhref="?([^"\s>]+)"?[^>]*>/g;
const SCRIPT_TAG = /<script\b[^>]*\bsrc="?([^"\s>]+)"?[^>]*><\/script>/g;

/** Takes the start-up scripts and their preload hints out of the app's HTML. */
export function extractStartupScripts(html: string): { html: string; startup: StartupScripts } {
  const preloads = [...html.matchAll(PRELOAD_TAG)].map((match) => match[1]!);
  const scripts = [...html.matchAll(SCRIPT_TAG)].map((match) => match[1]!);
  return {
    html: html.replace(PRELOAD_TAG, '').replace(SCRIPT_TAG, ''),
    startup: { preloads, scripts },
  };
}

/**
 * The first script of a prerendered page. Before the first paint it decides whether the picture
 * shows, and hides it when it would be wrong. It then loads the app: at once when the picture is
 * hidden, else just after the picture has painted, so the scripts do not compete with it.
 */
export function guardScript(path: string, options: GuardOptions, startup: StartupScripts): string {
  const checks = [
    `var p=location.pathname.replace(/\\/+$/,"")||"/";`,
    `var s=localStorage,t=s.getItem(${JSON.stringify(options.themeStorageKey)});`,
    `skip=p!==${JSON.stringify(path)}||(t!==null&&t!==${JSON.stringify(options.theme)});`,
    // supabase-js keeps a session under sb-<project>-auth-token.
    `for(var i=0;i<s.length;i++)if(/^sb-.+-auth-token$/.test(s.key(i)||""))skip=true;`,
  ].join('');
  const load = [
    `var d=document,started=false;`,
    `function add(tag,attrs){var e=d.createElement(tag);for(var k in attrs)e[k]=attrs[k];d.head.appendChild(e)}`,
    `function preload(){${JSON.stringify(startup.preloads)}.forEach(function(h){add("link",{rel:"preload",as:"script",href:h})})}`,
    // Inserted scripts run as soon as they arrive, so the entry waits for the parsed document.
    `function run(){if(started)return;started=true;${JSON.stringify(startup.scripts)}.forEach(function(h){add("script",{src:h,async:false})})}`,
    `function ready(){if(skip||d.visibilityState==="hidden"){run()}else{requestAnimationFrame(function(){setTimeout(function(){preload();run()},0)})}}`,
    `if(skip)preload();`,
    `if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",ready);else ready();`,
  ].join('');
  return (
    `(function(){var skip=true;try{${checks}}catch(e){}` +
    `if(skip)document.documentElement.classList.add(${JSON.stringify(SKIP_PRERENDER_CLASS)});${load}})()`
  );
}

/** Form controls of the picture do nothing until the app starts: inert, so nothing typed is lost. */
export function makeControlsInert(html: string): string {
  return html.replace(/<(button|input|textarea|select|form)(?=[\s>])/g, '<$1 inert=""');
}

/**
 * The app's HTML with a page prerendered into `#root`, in front of the usual start-up placeholder,
 * which shows instead whenever the guard script skips the picture.
 */
export function assemblePrerenderedHtml(
  appHtml: string,
  page: PageSnapshot,
  guard: GuardOptions,
): string {
  const { html: withoutStartupTags, startup } = extractStartupScripts(appHtml);
  const placeholder = BOOT_PLACEHOLDER.exec(withoutStartupTags);
  if (!placeholder) throw new Error('the app HTML has no <div id="root"> at the end of <body>');
  if (appHtml.includes(PRERENDERED_ATTRIBUTE))
    throw new Error('the app HTML is already prerendered');
  const css =
    `[${PRERENDERED_ATTRIBUTE}]+#boot{display:none}` +
    `.${SKIP_PRERENDER_CLASS} [${PRERENDERED_ATTRIBUTE}]{display:none}` +
    `.${SKIP_PRERENDER_CLASS} [${PRERENDERED_ATTRIBUTE}]+#boot{display:flex}\n` +
    page.css.replace(/<\/style/gi, '<\\/style');
  const componentCss = page.componentCss.replace(/<\/style/gi, '<\\/style');
  const head =
    `<script>${guardScript(page.path, guard, startup)}</script>\n` +
    `<style ${PRERENDERED_STYLE_ATTRIBUTE}>${css}</style>\n` +
    `<style data-emotion="css ${emotionNames(page.componentCss).join(' ')}">${componentCss}</style>\n</head>`;
  const root =
    `<div id="root"><div ${PRERENDERED_ATTRIBUTE}="${page.path}">${makeControlsInert(page.rootHtml)}</div>` +
    `${placeholder[1]}</div></body>`;
  return withoutStartupTags.replace('</head>', () => head).replace(BOOT_PLACEHOLDER, () => root);
}
