/** A quantity as the office reads it: a decimal comma, at most two decimals ("2,5"). */
const quantity = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 2 });

export const formatQuantity = (value: number) => quantity.format(value);
