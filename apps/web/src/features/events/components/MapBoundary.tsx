import { Component, type ReactNode } from 'react';

/** Shows `fallback` when a map cannot start (its code failed to load, or Leaflet threw). */
export class MapBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('The map could not start', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
