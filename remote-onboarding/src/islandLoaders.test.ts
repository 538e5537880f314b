import { describeIslandLoaders } from '@estefania/shared/testing/islands';
import { islandLoaders } from './islandLoaders';
import { islands } from './islands';

describeIslandLoaders(islands, islandLoaders);
