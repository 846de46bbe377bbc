/** `geoPoint`: {lon, lat}; (0,0) counts as empty. Stored as JSON text. */
import type { FieldType } from './field.js';
import { checkOptions, helpRules, isRequired, requiredError, rule, unsupportedTypeError, verr } from './field-common.js';

interface GeoPoint {
  lon: number;
  lat: number;
}

const invalidPoint = () => verr('validation_invalid_value', 'Invalid geo point value.');

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** submitted/stored value → GeoPoint: object or JSON text; null/'' ⇒ (0,0); other ⇒ ValidationError */
function toGeoPoint(raw: unknown): GeoPoint {
  if (raw === null || raw === undefined || raw === '') return { lon: 0, lat: 0 };
  let v: unknown = raw;
  if (typeof raw === 'string') {
    try {
      v = JSON.parse(raw);
    } catch {
      throw invalidPoint();
    }
  }
  if (v === null) return { lon: 0, lat: 0 };
  if (typeof v !== 'object' || Array.isArray(v)) throw invalidPoint();
  const o = v as Record<string, unknown>;
  const lon = o['lon'] ?? 0;
  const lat = o['lat'] ?? 0;
  if (!isNum(lon) || !isNum(lat)) throw invalidPoint();
  return { lon, lat };
}

export const geoPointField: FieldType = {
  type: 'geoPoint',
  defaultOptions: () => ({ help: '', required: false }),
  validateOptions: (def) => checkOptions(def, { ...helpRules(), required: [rule.bool()] }),
  column: () => ({ kind: 'json', default: '{"lon":0,"lat":0}' }),
  isMulti: () => false,
  emptyValue: (): GeoPoint => ({ lon: 0, lat: 0 }),
  normalize: (_def, raw) => toGeoPoint(raw),
  validate(def, value) {
    if (typeof value !== 'object' || value === null) return unsupportedTypeError();
    const { lon, lat } = value as GeoPoint;
    if (!isNum(lon) || !isNum(lat)) return unsupportedTypeError();
    if (lon === 0 && lat === 0) return isRequired(def) ? requiredError() : null;
    if (lat < -90 || lat > 90) {
      return verr('validation_invalid_latitude', 'Latitude must be between -90 and 90 degrees.');
    }
    if (lon < -180 || lon > 180) {
      return verr('validation_invalid_longitude', 'Longitude must be between -180 and 180 degrees.');
    }
    return null;
  },
  fromDb(_def, v) {
    try {
      return toGeoPoint(v);
    } catch {
      return { lon: 0, lat: 0 };
    }
  },
  toDb: (_def, v) => {
    const p = toGeoPoint(v);
    return JSON.stringify({ lon: p.lon, lat: p.lat });
  },
  toJSON: (_def, v) => {
    const p = toGeoPoint(v);
    return { lon: p.lon, lat: p.lat };
  },
};
