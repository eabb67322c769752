import { useColorScheme } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useDocsConfig } from '../config/docs-context';
import { usePreferences } from '../config/preferences/preferences-context';
import { getAnalytics } from './analytics-client';
import { trackClick } from './click-events';
import { buildUserProperties } from './user-properties';
import { reportWebVitals } from './web-vitals';
import { ConsentCard } from './consent-card';
import { ASK_CONSENT_ATTRIBUTE } from './consent';

/**
 * Wires analytics into the app: a page view on every navigation (client-side ones too), click events from
 * `data-ga-event-*` elements, user properties, sampled web vitals, and the consent card while the reader has not
 * answered (never under Do Not Track).
 */
export function AnalyticsRoot() {
  const { pathname, search } = useLocation();
  const { codeVariant } = usePreferences();
  const { userLanguage } = useDocsConfig();
  const { mode, systemMode } = useColorScheme();
  // The card is in every prerendered page, shown before first paint only to a reader who has not answered (see
  // consentScript); once hydrated, it stays mounted only for that reader.
  const [askConsent, setAskConsent] = useState(true);

  useEffect(() => {
    const analytics = getAnalytics();
    setAskConsent(analytics.consent === 'unset');
    const onClick = (event: MouseEvent) => trackClick(event.target, analytics);
    document.addEventListener('click', onClick, { capture: true });
    void reportWebVitals(analytics);
    return () => document.removeEventListener('click', onClick, { capture: true });
  }, []);

  useEffect(() => {
    // The router's pathname drops the /x basename; analytics records the address the reader sees.
    getAnalytics().pageView(window.location.pathname + window.location.search);
  }, [pathname, search]);

  useEffect(() => {
    const osDark = window.matchMedia('(prefers-color-scheme: dark)').matches;
    getAnalytics().setUserProperties(
      buildUserProperties({
        codeVariant,
        language: userLanguage,
        pixelRatio: window.devicePixelRatio,
        colorSchemeSetting: mode ?? 'system',
        systemColorScheme: systemMode ?? (osDark ? 'dark' : 'light'),
      }),
    );
  }, [codeVariant, userLanguage, mode, systemMode]);

  if (!askConsent) return null;
  return (
    <ConsentCard
      onChoice={(choice) => {
        getAnalytics().setConsent(choice);
        document.documentElement.removeAttribute(ASK_CONSENT_ATTRIBUTE);
        setAskConsent(false);
      }}
    />
  );
}
