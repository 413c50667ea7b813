/**
 * Dialling codes of countries and regions (ITU-T E.164 assignments), as [ISO 3166-1 alpha-2, code].
 * Data shared by the Worker (validation of `ac`) and the SPA (the picker's region names, both
 * languages, are in src/lib/region-names.ts, which the SPA alone loads). North American Numbering Plan members
 * other than US/CA carry their area code, e.g. Jamaica "+1876", as phone pickers usually show them.
 */
export const AREA_CODES: readonly (readonly [region: string, dial: string])[] = [
  ["CN", "+86"], ["HK", "+852"], ["MO", "+853"], ["TW", "+886"], ["SG", "+65"], ["MY", "+60"],
  ["AF", "+93"], ["AL", "+355"], ["DZ", "+213"], ["AS", "+1684"], ["AD", "+376"], ["AO", "+244"],
  ["AI", "+1264"], ["AG", "+1268"], ["AR", "+54"], ["AM", "+374"], ["AW", "+297"], ["AU", "+61"],
  ["AT", "+43"], ["AZ", "+994"], ["BS", "+1242"], ["BH", "+973"], ["BD", "+880"], ["BB", "+1246"],
  ["BY", "+375"], ["BE", "+32"], ["BZ", "+501"], ["BJ", "+229"], ["BM", "+1441"], ["BT", "+975"],
  ["BO", "+591"], ["BA", "+387"], ["BW", "+267"], ["BR", "+55"], ["IO", "+246"], ["VG", "+1284"],
  ["BN", "+673"], ["BG", "+359"], ["BF", "+226"], ["BI", "+257"], ["KH", "+855"], ["CM", "+237"],
  ["CA", "+1"], ["CV", "+238"], ["BQ", "+599"], ["KY", "+1345"], ["CF", "+236"], ["TD", "+235"],
  ["CL", "+56"], ["CX", "+61"], ["CC", "+61"], ["CO", "+57"], ["KM", "+269"], ["CG", "+242"],
  ["CD", "+243"], ["CK", "+682"], ["CR", "+506"], ["CI", "+225"], ["HR", "+385"], ["CU", "+53"],
  ["CW", "+599"], ["CY", "+357"], ["CZ", "+420"], ["DK", "+45"], ["DJ", "+253"], ["DM", "+1767"],
  ["DO", "+1809"], ["EC", "+593"], ["EG", "+20"], ["SV", "+503"], ["GQ", "+240"], ["ER", "+291"],
  ["EE", "+372"], ["SZ", "+268"], ["ET", "+251"], ["FK", "+500"], ["FO", "+298"], ["FJ", "+679"],
  ["FI", "+358"], ["FR", "+33"], ["GF", "+594"], ["PF", "+689"], ["GA", "+241"], ["GM", "+220"],
  ["GE", "+995"], ["DE", "+49"], ["GH", "+233"], ["GI", "+350"], ["GR", "+30"], ["GL", "+299"],
  ["GD", "+1473"], ["GP", "+590"], ["GU", "+1671"], ["GT", "+502"], ["GG", "+44"], ["GN", "+224"],
  ["GW", "+245"], ["GY", "+592"], ["HT", "+509"], ["HN", "+504"], ["HU", "+36"], ["IS", "+354"],
  ["IN", "+91"], ["ID", "+62"], ["IR", "+98"], ["IQ", "+964"], ["IE", "+353"], ["IM", "+44"],
  ["IL", "+972"], ["IT", "+39"], ["JM", "+1876"], ["JP", "+81"], ["JE", "+44"], ["JO", "+962"],
  ["KZ", "+7"], ["KE", "+254"], ["KI", "+686"], ["XK", "+383"], ["KW", "+965"], ["KG", "+996"],
  ["LA", "+856"], ["LV", "+371"], ["LB", "+961"], ["LS", "+266"], ["LR", "+231"], ["LY", "+218"],
  ["LI", "+423"], ["LT", "+370"], ["LU", "+352"], ["MG", "+261"], ["MW", "+265"], ["MV", "+960"],
  ["ML", "+223"], ["MT", "+356"], ["MH", "+692"], ["MQ", "+596"], ["MR", "+222"], ["MU", "+230"],
  ["YT", "+262"], ["MX", "+52"], ["FM", "+691"], ["MD", "+373"], ["MC", "+377"], ["MN", "+976"],
  ["ME", "+382"], ["MS", "+1664"], ["MA", "+212"], ["MZ", "+258"], ["MM", "+95"], ["NA", "+264"],
  ["NR", "+674"], ["NP", "+977"], ["NL", "+31"], ["NC", "+687"], ["NZ", "+64"], ["NI", "+505"],
  ["NE", "+227"], ["NG", "+234"], ["NU", "+683"], ["NF", "+672"], ["KP", "+850"], ["MK", "+389"],
  ["MP", "+1670"], ["NO", "+47"], ["OM", "+968"], ["PK", "+92"], ["PW", "+680"], ["PS", "+970"],
  ["PA", "+507"], ["PG", "+675"], ["PY", "+595"], ["PE", "+51"], ["PH", "+63"], ["PL", "+48"],
  ["PT", "+351"], ["PR", "+1787"], ["QA", "+974"], ["RE", "+262"], ["RO", "+40"], ["RU", "+7"],
  ["RW", "+250"], ["BL", "+590"], ["SH", "+290"], ["KN", "+1869"], ["LC", "+1758"], ["MF", "+590"],
  ["PM", "+508"], ["VC", "+1784"], ["WS", "+685"], ["SM", "+378"], ["ST", "+239"], ["SA", "+966"],
  ["SN", "+221"], ["RS", "+381"], ["SC", "+248"], ["SL", "+232"], ["SX", "+1721"], ["SK", "+421"],
  ["SI", "+386"], ["SB", "+677"], ["SO", "+252"], ["ZA", "+27"], ["KR", "+82"], ["SS", "+211"],
  ["ES", "+34"], ["LK", "+94"], ["SD", "+249"], ["SR", "+597"], ["SJ", "+47"], ["SE", "+46"],
  ["CH", "+41"], ["SY", "+963"], ["TJ", "+992"], ["TZ", "+255"], ["TH", "+66"], ["TL", "+670"],
  ["TG", "+228"], ["TK", "+690"], ["TO", "+676"], ["TT", "+1868"], ["TN", "+216"], ["TR", "+90"],
  ["TM", "+993"], ["TC", "+1649"], ["TV", "+688"], ["VI", "+1340"], ["UG", "+256"], ["UA", "+380"],
  ["AE", "+971"], ["GB", "+44"], ["US", "+1"], ["UY", "+598"], ["UZ", "+998"], ["VU", "+678"],
  ["VA", "+379"], ["VE", "+58"], ["VN", "+84"], ["WF", "+681"], ["EH", "+212"], ["YE", "+967"],
  ["ZM", "+260"], ["ZW", "+263"], ["AX", "+358"],
];

/** Every valid `ac` value of a contact request. */
export const DIAL_CODES: ReadonlySet<string> = new Set(AREA_CODES.map(([, dial]) => dial));

/** The form's preselected code (SPEC "Default area code"). */
export const DEFAULT_DIAL_CODE = "+65";

/** The picker's entry for a code several regions share (+1 is the US first, +44 Britain ...); others have one. */
const MAIN_REGION: Readonly<Record<string, string>> = {
  "+1": "US", "+7": "RU", "+44": "GB", "+61": "AU", "+212": "MA", "+262": "RE", "+358": "FI", "+590": "GP", "+599": "CW",
};

/** The region the picker shows for a dialling code of the list, or undefined. */
export function regionOfDial(dial: string): string | undefined {
  return MAIN_REGION[dial] ?? AREA_CODES.find(([, d]) => d === dial)?.[0];
}

/** The list's entry for an edge's country code (cf.country), or undefined (unknown, Tor "T1", "XX"). */
export function listedCountry(country: unknown): readonly [region: string, dial: string] | undefined {
  return typeof country === "string" ? AREA_CODES.find(([r]) => r === country) : undefined;
}

/**
 * The contact form's preselected code for a visitor: their country's when the edge knows the country
 * (cf.country, ISO 3166-1 alpha-2) and the list has it, else the site's setting (SPEC: +65). A visitor
 * from China who types 139... then sends +86, a number sales can call. `visitorCountry` is that
 * country ("" when unknown), so the picker shows Canada, not the US, for a Canadian's +1.
 */
export function defaultAreaCodeFor(country: unknown, setting: string): { defaultAreaCode: string; visitorCountry: string } {
  const own = listedCountry(country);
  if (own) return { defaultAreaCode: own[1], visitorCountry: own[0] };
  return { defaultAreaCode: DIAL_CODES.has(setting) ? setting : DEFAULT_DIAL_CODE, visitorCountry: "" };
}

/** The picker's entry for a served default: the visitor's country, else the region of the code. */
export function defaultRegionOf(site: { defaultAreaCode: string; visitorCountry: string }): string {
  return site.visitorCountry || regionOfDial(site.defaultAreaCode) || "SG";
}
