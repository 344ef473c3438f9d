// The public entry of the Logboek: a record's page shows its own history with it.
export { RecordHistory } from './components/record-history';
