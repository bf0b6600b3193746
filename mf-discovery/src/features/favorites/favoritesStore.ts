import { makeAutoObservable, runInAction } from 'mobx';
import { favoritesApi } from '@venues/api-client';
import { session } from '@venues/session';

/** What the save dialog needs to know about a venue. */
export interface SaveTarget {
  _id: string;
  name: string;
}

function currentUserId(): string | null {
  return session.isAuthenticated ? (session.user?._id ?? session.userMarker?._id ?? 'signed-in') : null;
}

/**
 * The signed-in user's saved venues (venue → folders) for the hearts on venue cards, loaded once
 * per user with GET /v1/favorites/venue-ids, and the venue the save dialog is open for. A MobX
 * store: mobx is a shared singleton already on the page, so it costs these pages nothing.
 */
export class FavoritesStore {
  /** venue id → ids of the folders it is saved in; empty until loaded. */
  saved = new Map<string, string[]>();
  /** The venue the save dialog is open for. */
  saving: SaveTarget | null = null;
  private loadedFor: string | null = null;

  constructor() {
    makeAutoObservable<FavoritesStore, 'loadedFor'>(this, { loadedFor: false });
  }

  isSaved(venueId: string): boolean {
    return (this.saved.get(venueId)?.length ?? 0) > 0;
  }

  foldersOf(venueId: string): string[] {
    return this.saved.get(venueId) ?? [];
  }

  /** Loads the saves when a user is signed in and they are not loaded for that user yet; forgets them on sign-out. */
  ensureLoaded(): void {
    const user = currentUserId();
    if (user === this.loadedFor) return;
    this.loadedFor = user;
    this.saved = new Map();
    if (!user) return;
    favoritesApi.savedVenues().then(
      (list) =>
        runInAction(() => {
          if (this.loadedFor === user) this.saved = new Map(list.map((s) => [s.venue_id, s.folder_ids]));
        }),
      () => {
        // Hearts then show empty; the save dialog still loads the truth from the server.
        if (this.loadedFor === user) this.loadedFor = null;
      },
    );
  }

  setFolders(venueId: string, folderIds: string[]): void {
    const next = new Map(this.saved);
    if (folderIds.length) next.set(venueId, folderIds);
    else next.delete(venueId);
    this.saved = next;
  }

  /** A folder and its saves are gone. */
  forgetFolder(folderId: string): void {
    const next = new Map<string, string[]>();
    for (const [venue, folders] of this.saved) {
      const left = folders.filter((f) => f !== folderId);
      if (left.length) next.set(venue, left);
    }
    this.saved = next;
  }

  openSave(target: SaveTarget): void {
    this.saving = target;
  }

  closeSave(): void {
    this.saving = null;
  }
}

export const favorites = new FavoritesStore();
