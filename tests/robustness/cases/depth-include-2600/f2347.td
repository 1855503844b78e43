include "f2348.td"
