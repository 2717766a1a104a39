export { EARLIEST_BIRTHDAY, formatDate, formatDateTime, formatPhone, latestAdultBirthday } from '@khela/domain';
