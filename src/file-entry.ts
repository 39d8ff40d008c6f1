// Entry of every on-demand file (a family's or a vendor's): registers what it brings for the loader.
import { FILE_KIND, FILE_NAME, fileExport } from 'virtual:cms-islands/file-entry';
import { registerFileExport } from '../core/files/slots';

registerFileExport(FILE_KIND, FILE_NAME, fileExport);
