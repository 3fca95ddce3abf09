export {
  ga4DataLayerSink,
  dataLayerPushes,
  ga4Event,
  CLEAR_ECOMMERCE_PUSH,
  type DataLayerPush,
  type DataLayerTarget,
  type Ga4Event,
} from './ga4-data-layer';
export type { Ga4Ecommerce, Ga4Item } from './ga4-items';
