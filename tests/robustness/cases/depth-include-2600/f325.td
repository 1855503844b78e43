include "f326.td"
