/// <reference path="../../shared/types/globals.d.ts" />
