include "f404.td"
