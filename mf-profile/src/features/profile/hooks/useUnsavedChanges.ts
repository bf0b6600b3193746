import { useEffect, useId, useSyncExternalStore } from 'react';
import { useTaskInProgress } from '@venues/mf-kit';

/*
 * Which profile sections hold edits that are not saved yet (moving to another section
 * used to lose them silently). Each form reports its react-hook-form `isDirty`; the layout's
 * LeaveGuard asks before a link or a reload would drop them.
 */
const dirty = new Map<string, string>();
const listeners = new Set<() => void>();
let snapshot: readonly string[] = [];

function changed() {
  snapshot = [...new Set(dirty.values())];
  listeners.forEach((l) => l());
}

/** Reports that the section named `label` has unsaved edits while `isDirty` is true. */
export function useUnsavedChanges(label: string, isDirty: boolean): void {
  const id = useId();
  // Nothing (an announcement) may interrupt a form with changes.
  useTaskInProgress(isDirty);
  useEffect(() => {
    if (!isDirty) return;
    dirty.set(id, label);
    changed();
    return () => {
      dirty.delete(id);
      changed();
    };
  }, [id, label, isDirty]);
}

/** The labels of the sections with unsaved edits (read outside React, e.g. in event handlers). */
export const unsavedSections = (): readonly string[] => snapshot;

/** The same, as React state. */
export function useUnsavedSections(): readonly string[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    unsavedSections,
    unsavedSections,
  );
}

/** Forget every unsaved edit (the user chose to leave without saving). */
export function discardUnsaved(): void {
  dirty.clear();
  changed();
}
