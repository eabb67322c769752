import { useColorScheme } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useDocsConfig } from '../config/docs-context';
import { usePreferences } from '../config/preferences/preferences-context';
import { getAnalytics } from './analytics-client';
import { ConsentCard } from './consent-card';
import { CONSENT_CARD_PRERENDERED } from './consent';
import { recordConsentChoice, shouldAskConsent } from './consent-choice';
import { startInteractionTracking } from './page-tracking';
import { browserUserProperties } from './user-properties';

/**
 * Wires analytics into the app on React pages: a page view on every navigation (client-side ones too), click events
 * from `data-ga-event-*` elements, user properties, sampled web vitals, and the consent card while the reader has
 * not answered (never under Do Not Track). Static pages do the same without React (`startAnalytics`), through the
 * same framework-free functions.
 */
export function AnalyticsRoot() {
  const { pathname, search } = useLocation();
  const { codeVariant } = usePreferences();
  const { userLanguage } = useDocsConfig();
  const { mode, systemMode } = useColorScheme();
  // With analytics configured, the card is in every prerendered page, shown before first paint only to a reader who has
  // not answered (see consentScript); once hydrated, it stays mounted only for that reader, on the production host.
  const [askConsent, setAskConsent] = useState(CONSENT_CARD_PRERENDERED);

  useEffect(() => {
    const analytics = getAnalytics();
    setAskConsent(shouldAskConsent());
    return startInteractionTracking(analytics);
  }, []);

  useEffect(() => {
    // The router's pathname drops the /x basename; analytics records the address the reader sees.
    getAnalytics().pageView(window.location.pathname + window.location.search);
  }, [pathname, search]);

  useEffect(() => {
    // MUI knows the scheme once hydrated; until then (undefined) it is read from the browser.
    getAnalytics().setUserProperties(
      browserUserProperties({
        codeVariant,
        language: userLanguage,
        colorSchemeSetting: mode,
        systemColorScheme: systemMode,
      }),
    );
  }, [codeVariant, userLanguage, mode, systemMode]);

  if (!askConsent) return null;
  return (
    <ConsentCard
      onChoice={(choice) => {
        recordConsentChoice(choice);
        setAskConsent(false);
      }}
    />
  );
}
