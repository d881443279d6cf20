type PrivacySignals = { doNotTrack?: string | null; globalPrivacyControl?: boolean }

/**
 * Whether the browser asks sites not to track its user: Do Not Track ("1") or Global Privacy
 * Control. Such a visitor is never asked and never gets the tag manager.
 */
export function browserRefusesTracking(signals: PrivacySignals, legacyDoNotTrack?: string | null): boolean {
  return signals.doNotTrack === '1' || legacyDoNotTrack === '1' || signals.globalPrivacyControl === true
}
