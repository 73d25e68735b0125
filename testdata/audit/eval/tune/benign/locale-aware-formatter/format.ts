export function money(amount: number, currency: string, locale = navigator.language) {
  return new Intl.NumberFormat(locale, { style: "currency", currency }).format(amount);
}
export function date(d: Date, locale = navigator.language) {
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium" }).format(d);
}
export function defaultCurrency(locale = navigator.language) {
  const region = new Intl.Locale(locale).maximize().region;
  return ({ RU: "RUB", UA: "UAH", DE: "EUR", JP: "JPY", US: "USD" } as Record<string, string>)[region ?? "US"] ?? "USD";
}
