include "f580.td"
