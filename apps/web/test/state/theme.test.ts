import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ThemeTypes from '../../src/state/theme';

type ThemeModule = typeof ThemeTypes;

/** The device's answer to `prefers-contrast: more`, with the listener the app adds to follow it. */
function emulateDeviceContrast(more: boolean) {
  const listeners: Array<() => void> = [];
  const query = {
    get matches() {
      return more;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
  };
  vi.stubGlobal('matchMedia', () => query);
  return {
    change(next: boolean) {
      more = next;
      listeners.forEach((listener) => listener());
    },
  };
}

/** The inline script of index.html, which sets the theme before the first paint. */
function runIndexHtmlScript() {
  const html = readFileSync(path.join(import.meta.dirname, '../../index.html'), 'utf8');
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!script) throw new Error('index.html has no inline script');
  new Function(script)();
}

const contrast = () => document.documentElement.dataset.contrast;

/** theme.ts reads the stored choice once, when it is loaded: loaded afresh, as a new visit does. */
async function loadTheme(): Promise<ThemeModule> {
  vi.resetModules();
  return import('../../src/state/theme');
}

describe('the contrast theme', () => {
  beforeEach(() => {
    localStorage.clear();
    delete document.documentElement.dataset.contrast;
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    [null, false, 'normal'],
    [null, true, 'more'],
    ['more', false, 'more'],
    ['normal', true, 'normal'],
    ['nonsense', true, 'more'],
  ])('stored %s, device wants more %s: index.html and the app both choose %s', async (stored, deviceMore, expected) => {
    emulateDeviceContrast(deviceMore);
    if (stored !== null) localStorage.setItem('contrast', stored);
    const theme = await loadTheme();
    runIndexHtmlScript();
    expect(contrast()).toBe(expected);
    delete document.documentElement.dataset.contrast;
    theme.followContrastSetting();
    expect(contrast()).toBe(expected);
  });

  it('a choice in Instellingen applies at once and is kept; Automatisch forgets it', async () => {
    emulateDeviceContrast(false);
    const theme = await loadTheme();
    theme.setContrastSetting('more');
    expect([contrast(), localStorage.getItem('contrast')]).toEqual(['more', 'more']);
    theme.setContrastSetting('auto');
    expect([contrast(), localStorage.getItem('contrast'), theme.getContrastSetting()]).toEqual([
      'normal',
      null,
      'auto',
    ]);
  });

  it("on Automatisch it follows the device's change while the app runs, otherwise it keeps the choice", async () => {
    const device = emulateDeviceContrast(false);
    const theme = await loadTheme();
    theme.followContrastSetting();
    expect(contrast()).toBe('normal');
    device.change(true);
    expect(contrast()).toBe('more');
    theme.setContrastSetting('normal');
    device.change(true);
    expect(contrast()).toBe('normal');
  });
});
