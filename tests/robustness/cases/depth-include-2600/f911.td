include "f912.td"
