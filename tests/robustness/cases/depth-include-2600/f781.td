include "f782.td"
