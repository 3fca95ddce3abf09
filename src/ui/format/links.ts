export { isExternalLink, type LinkBehaviour, linkBehaviour } from '../../domain/page-info';
