import { createStore, useStore } from '../lib/store';
import { readString, removeKey, writeString } from '../lib/storage';

/**
 * The sunlight theme (docs/decisions/012-one-hand-gloves-and-sunlight.md): 'more' is the high-contrast theme, 'normal'
 * the usual one, 'auto' follows the device's `prefers-contrast: more`. Chosen in Instellingen and kept per device. The
 * effective theme is the `data-contrast` attribute of <html>, which app.css reads; index.html sets it before the first
 * paint with the same rule (keep the two in step: test/state/theme.test.ts runs both).
 */
export type ContrastSetting = 'auto' | 'more' | 'normal';

export const CONTRAST_KEY = 'contrast';
const SYSTEM_QUERY = '(prefers-contrast: more)';

function readSetting(): ContrastSetting {
  const stored = readString(CONTRAST_KEY);
  return stored === 'more' || stored === 'normal' ? stored : 'auto';
}

const setting = createStore<ContrastSetting>(readSetting());

export const getContrastSetting = setting.get;
export const useContrastSetting = () => useStore(setting);

const systemWantsMore = () => typeof matchMedia === 'function' && matchMedia(SYSTEM_QUERY).matches;

export function effectiveContrast(value: ContrastSetting = setting.get()): 'more' | 'normal' {
  if (value !== 'auto') return value;
  return systemWantsMore() ? 'more' : 'normal';
}

function apply(): void {
  document.documentElement.dataset.contrast = effectiveContrast();
}

export function setContrastSetting(value: ContrastSetting): void {
  if (value === 'auto') removeKey(CONTRAST_KEY);
  else writeString(CONTRAST_KEY, value);
  setting.set(value);
  apply();
}

/** Applies the setting, and on 'Automatisch' follows the device when it changes its contrast while the app runs. */
export function followContrastSetting(): void {
  apply();
  if (typeof matchMedia === 'function') matchMedia(SYSTEM_QUERY).addEventListener('change', apply);
}
