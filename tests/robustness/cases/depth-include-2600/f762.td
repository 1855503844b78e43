include "f763.td"
