include "f852.td"
