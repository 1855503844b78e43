include "f296.td"
