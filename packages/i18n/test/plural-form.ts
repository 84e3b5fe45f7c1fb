/** The suffix i18next adds to a key for a plural category (`voided_many`). */
export const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;
