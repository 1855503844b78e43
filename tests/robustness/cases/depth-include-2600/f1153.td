include "f1154.td"
