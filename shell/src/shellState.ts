import { action, makeObservable, observable, observableRef } from 'mobx';
import type { CountrySetting, SiteRoute } from '@venues/contracts';
import { session } from '@venues/session';
import { resolveLocation, type LocationDecision } from './routing/resolveLocation';
import { PRODUCT } from './config';

/** What the shell learned at start-up and what it tracks about the remotes. */
export class ShellState {
  countrySettings: CountrySetting[] = [];
  knownCountries: string[] = ['sg'];
  /** The default storefront (docs/admin.md). */
  defaultCountry = 'sg';
  availableRemotes: Set<string> = new Set();
  /** The site's pages (routes.json: the remotes' routes, merged and ordered by the server). */
  routes: readonly SiteRoute[] = [];
  /** Remotes whose load or mount failed, with the error; cleared when they mount. */
  remoteFailures: Map<string, string> = new Map();
  /** A remote is being fetched (drives the loading bar). */
  remoteLoading = 0;
  updateAvailable = false;

  constructor() {
    makeObservable(this, {
      countrySettings: observableRef,
      knownCountries: observableRef,
      defaultCountry: observable,
      availableRemotes: observableRef,
      routes: observableRef,
      remoteFailures: observable,
      remoteLoading: observable,
      updateAvailable: observable,
      setCountries: action,
      setAvailableRemotes: action,
      setRoutes: action,
      markFailed: action,
      clearFailure: action,
      loadStarted: action,
      loadEnded: action,
      setUpdateAvailable: action,
    });
  }

  setCountries(settings: CountrySetting[], known: string[], defaultCountry: string): void {
    this.countrySettings = settings;
    this.knownCountries = known;
    this.defaultCountry = defaultCountry;
  }
  setAvailableRemotes(names: Iterable<string>): void {
    this.availableRemotes = new Set(names);
  }
  setRoutes(routes: readonly SiteRoute[]): void {
    this.routes = routes;
  }
  markFailed(name: string, message: string): void {
    this.remoteFailures.set(name, message);
  }
  clearFailure(name: string): void {
    this.remoteFailures.delete(name);
  }
  loadStarted(): void {
    this.remoteLoading += 1;
  }
  loadEnded(): void {
    this.remoteLoading = Math.max(0, this.remoteLoading - 1);
  }
  setUpdateAvailable(on: boolean): void {
    this.updateAvailable = on;
  }

  /** The routing decision for a URL with the current session, catalogue and table of pages. */
  decide(loc: { pathname: string; search: string }): LocationDecision {
    return resolveLocation({
      pathname: loc.pathname,
      search: loc.search,
      storedCountry: session.country,
      knownCountries: this.knownCountries,
      defaultCountry: this.defaultCountry,
      availableRemotes: this.availableRemotes,
      isAuthenticated: session.isAuthenticated,
      roles: session.roles,
      product: PRODUCT,
      routes: this.routes,
    });
  }
}

export const shellState = new ShellState();
