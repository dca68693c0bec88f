// The policies feature's public face: the shop's e-mail address, which the footer shows too.
export { ShopEmailLink } from './ShopEmailLink';
