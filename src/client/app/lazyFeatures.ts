/*
 * Features whose reducers and sagas come with a screen's chunk instead of main.js: the driver's phone page (its
 * inspection, its outbox in IndexedDB, its service worker) is code a carrier searching for loads never runs. The
 * chunk registers its feature when it is evaluated, before React draws its screen; every store then takes the
 * feature's reducers and starts its sagas (a store made later, as in the tests, starts with them).
 */
import type { Reducer } from '@reduxjs/toolkit';

type FeatureSaga = () => Generator;

export interface LazyFeature {
  name: string;
  reducers: Record<string, Reducer>;
  sagas: FeatureSaga[];
}

const registered: LazyFeature[] = [];
const listeners = new Set<(feature: LazyFeature) => void>();

/** Called at the top of the chunk's module; a second call for the same feature does nothing. */
export function registerFeature(feature: LazyFeature): void {
  if (registered.some((known) => known.name === feature.name)) return;
  registered.push(feature);
  listeners.forEach((listener) => listener(feature));
}

export function registeredFeatures(): readonly LazyFeature[] {
  return registered;
}

/** A store's way to hear of a feature registered after it was made; returns the unsubscribe. */
export function onFeatureRegistered(listener: (feature: LazyFeature) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
