// This folder's test files in one jest file, the app's modules loaded once for them all (tests/groups.js).
import { runFilesOf } from '../../helpers/group';

runFilesOf(__dirname);
