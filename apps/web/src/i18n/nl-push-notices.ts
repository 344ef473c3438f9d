/**
 * The texts of 'Meldingen' (Web Push) on the settings page. Apart from nl.ts, which every screen loads with the
 * first one: only the settings page, loaded on demand, needs these, and the first screen's JavaScript is at
 * its budget.
 */
export const nlPushNotices = {
  heading: 'Meldingen',
  text: 'Krijg een melding op dit toestel als je planning voor morgen na 16:00 uur nog wijzigt.',
  allow: 'Meldingen toestaan',
  on: 'Meldingen staan aan op dit toestel.',
  turnOff: 'Meldingen uitzetten',
  denied: 'Meldingen zijn geblokkeerd voor Bouwwerk. Sta ze toe in de instellingen van je browser.',
  failed: 'Meldingen aanzetten is niet gelukt. Probeer het later opnieuw.',
  busy: 'Bezig…',
};
