import type { Alias, PluginOption } from 'vite';

export function precompressed(extensions: string[]): PluginOption;
export function reactRouterProduction(from: string): Alias[];
